-- Win rate per rules preset, draw mode and scoring.
SELECT
  rules,
  draw,
  scoring,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS DOUBLE) / COUNT(*) AS win_rate,
  AVG(CAST(foundation_cards AS DOUBLE)) AS mean_foundation_cards
FROM sessions
GROUP BY rules, draw, scoring
ORDER BY rules, draw, scoring
