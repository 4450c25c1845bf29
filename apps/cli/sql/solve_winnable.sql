-- With --solve: per mode (`mode`, the one key of win_rate.sql: rules, draw, scoring, variant and Thoughtful), the share of sessions whose deal the solver found winnable at the deal
-- (winnable_rate, among the sessions it decided within its budget: decided), and the share of those winnable
-- sessions that the player won (won_of_winnable_rate).
SELECT
  rules || '-' || CASE WHEN draw = 3 THEN '3' ELSE '1' END || '-' || scoring
    || CASE WHEN thoughtful THEN '-thoughtful' ELSE '' END
    || CASE WHEN variant = 'standard' THEN '' ELSE '-' || variant END AS mode,
  rules,
  draw,
  scoring,
  variant,
  thoughtful,
  COUNT(*) AS sessions,
  SUM(CASE WHEN winnable_at_deal IS NOT NULL THEN 1 ELSE 0 END) AS decided,
  SUM(CASE WHEN winnable_at_deal THEN 1 ELSE 0 END) AS winnable,
  CAST(SUM(CASE WHEN winnable_at_deal THEN 1 ELSE 0 END) AS DOUBLE) / NULLIF(SUM(CASE WHEN winnable_at_deal IS NOT NULL THEN 1 ELSE 0 END), 0) AS winnable_rate,
  CAST(SUM(CASE WHEN winnable_at_deal AND won THEN 1 ELSE 0 END) AS DOUBLE) / NULLIF(SUM(CASE WHEN winnable_at_deal THEN 1 ELSE 0 END), 0) AS won_of_winnable_rate
FROM sessions
GROUP BY rules, draw, scoring, variant, thoughtful
ORDER BY rules, draw, scoring, variant, thoughtful
