-- Think time before journal entry 1, 2 ... 100 (undos included), over the sessions that reached it.
SELECT
  action_number,
  COUNT(*) AS sessions,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY think_ms) AS median_think_ms,
  AVG(think_ms) AS mean_think_ms
FROM think_times
WHERE action_number <= 100
GROUP BY action_number
ORDER BY action_number
