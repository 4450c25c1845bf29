-- The deals played most (deal number of a code, or the deck string) and their results, per variant: the same
-- deal number deals unrelated layouts in each variant (RULES §10). The best score is kept apart by scoring: points
-- (Normal) in best_points, dollars (Vegas) in best_dollars; null when the deal was not played so.
SELECT
  deal,
  variant,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won,
  MAX(CASE WHEN scoring = 'normal' THEN score END) AS best_points,
  MAX(CASE WHEN scoring = 'vegas' THEN score END) AS best_dollars,
  MIN(actions) AS fewest_actions
FROM sessions
WHERE deal IS NOT NULL
GROUP BY deal, variant
ORDER BY sessions DESC, won DESC, deal, variant
LIMIT 10
