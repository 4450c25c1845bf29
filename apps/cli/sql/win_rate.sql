-- Win rate per rules preset, draw mode, scoring and variant (RULES §10: standard, double, jokers).
SELECT
  rules,
  draw,
  scoring,
  variant,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS DOUBLE) / COUNT(*) AS win_rate,
  AVG(CAST(foundation_cards AS DOUBLE)) AS mean_foundation_cards
FROM sessions
GROUP BY rules, draw, scoring, variant
ORDER BY rules, draw, scoring, variant
