-- The deals played most (deal number of a code, or the deck string) and their results, per variant: the same
-- deal number deals unrelated layouts in each variant (RULES §10).
SELECT
  deal,
  variant,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  MAX(score) AS best_score,
  MIN(actions) AS fewest_actions
FROM sessions
WHERE deal IS NOT NULL
GROUP BY deal, variant
ORDER BY sessions DESC, won DESC, deal, variant
LIMIT 10
