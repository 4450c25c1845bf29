-- With --solve: the solver's verdict on each recorded game, and whether the deal was winnable (null: not decided
-- within the budget), per rules, draw and scoring (a pass limit or a draw of three changes what can be won).
SELECT
  rules,
  draw,
  scoring,
  solve_verdict,
  winnable_at_deal,
  COUNT(*) AS sessions
FROM sessions
GROUP BY rules, draw, scoring, solve_verdict, winnable_at_deal
ORDER BY rules, draw, scoring, sessions DESC, solve_verdict, winnable_at_deal NULLS LAST
