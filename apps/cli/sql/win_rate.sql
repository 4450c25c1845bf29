-- Win rate per mode: rules preset, draw mode, scoring, variant (RULES §10: standard, double, jokers) and Thoughtful
-- (every card shown). `mode` is the mode's one key, as @klondike/analysis's modeKey writes it (app-1-normal,
-- classic-3-vegas-thoughtful, app-1-normal-double); draw is 1 or 3 (RULES §4), written without a cast, as every engine
-- reads the same CASE.
SELECT
  rules || '-' || CASE WHEN draw = 3 THEN '3' ELSE '1' END || '-' || scoring
    || CASE WHEN thoughtful THEN '-thoughtful' ELSE '' END
    || CASE WHEN variant = 'standard' THEN '' ELSE '-' || variant END AS mode,
  rules,
  draw,
  scoring,
  variant,
  thoughtful,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS DOUBLE) / COUNT(*) AS win_rate,
  AVG(CAST(foundation_cards AS DOUBLE)) AS mean_foundation_cards
FROM sessions
GROUP BY rules, draw, scoring, variant, thoughtful
ORDER BY rules, draw, scoring, variant, thoughtful
