-- With --solve: where winnable games that were not won became lost, by journal index in bins of 10.
SELECT
  CAST(FLOOR(lost_at_index / 10.0) AS INTEGER) * 10 AS lost_at_from,
  COUNT(*) AS sessions
FROM sessions
WHERE lost_at_index IS NOT NULL
GROUP BY CAST(FLOOR(lost_at_index / 10.0) AS INTEGER) * 10
ORDER BY lost_at_from
