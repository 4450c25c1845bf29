-- With --solve: per rules, draw and scoring, the share of sessions whose deal the solver found winnable at the deal
-- (winnable_rate, among the sessions it decided within its budget: decided), and the share of those winnable
-- sessions that the player won (won_of_winnable_rate).
SELECT
  rules,
  draw,
  scoring,
  COUNT(*) AS sessions,
  SUM(CASE WHEN winnable_at_deal IS NOT NULL THEN 1 ELSE 0 END) AS decided,
  SUM(CASE WHEN winnable_at_deal THEN 1 ELSE 0 END) AS winnable,
  CAST(SUM(CASE WHEN winnable_at_deal THEN 1 ELSE 0 END) AS DOUBLE) / NULLIF(SUM(CASE WHEN winnable_at_deal IS NOT NULL THEN 1 ELSE 0 END), 0) AS winnable_rate,
  CAST(SUM(CASE WHEN winnable_at_deal AND won THEN 1 ELSE 0 END) AS DOUBLE) / NULLIF(SUM(CASE WHEN winnable_at_deal THEN 1 ELSE 0 END), 0) AS won_of_winnable_rate
FROM sessions
GROUP BY rules, draw, scoring
ORDER BY rules, draw, scoring
