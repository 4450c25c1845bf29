-- The deals played most (deal number of a code, or the deck string) and their results.
SELECT
  deal,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  MAX(score) AS best_score,
  MIN(actions) AS fewest_actions
FROM sessions
WHERE deal IS NOT NULL
GROUP BY deal
ORDER BY sessions DESC, won DESC, deal
LIMIT 10
