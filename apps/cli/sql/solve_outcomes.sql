-- With --solve: the solver's verdict on each recorded game, and whether the deal was winnable (null: not decided within the budget).
SELECT
  solve_verdict,
  winnable_at_deal,
  COUNT(*) AS sessions
FROM sessions
GROUP BY solve_verdict, winnable_at_deal
ORDER BY sessions DESC, solve_verdict, winnable_at_deal NULLS LAST
