-- With --solve: the solver's verdict on each recorded game, and whether the deal was winnable (null: not decided
-- within the budget), per mode (`mode`, the one key of win_rate.sql: a pass limit, a draw of three, a variant or Thoughtful
-- changes what can be won).
SELECT
  rules || '-' || CASE WHEN draw = 3 THEN '3' ELSE '1' END || '-' || scoring
    || CASE WHEN thoughtful THEN '-thoughtful' ELSE '' END
    || CASE WHEN variant = 'standard' THEN '' ELSE '-' || variant END AS mode,
  rules,
  draw,
  scoring,
  variant,
  thoughtful,
  solve_verdict,
  winnable_at_deal,
  COUNT(*) AS sessions
FROM sessions
GROUP BY rules, draw, scoring, variant, thoughtful, solve_verdict, winnable_at_deal
ORDER BY rules, draw, scoring, variant, thoughtful, sessions DESC, solve_verdict, winnable_at_deal NULLS LAST
