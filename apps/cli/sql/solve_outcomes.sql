-- With --solve: games by result and whether the deal was winnable (null: not decided within the budget).
SELECT
  won,
  winnable_at_deal,
  COUNT(*) AS sessions
FROM sessions
GROUP BY won, winnable_at_deal
ORDER BY won, winnable_at_deal NULLS LAST
