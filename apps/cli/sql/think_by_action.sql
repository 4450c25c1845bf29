-- Think time before journal entry 1, 2 ... 100 (undos included), over the sessions that reached it.
-- The median is percentile_cont(0.5)'s, to the last digit, but found from how often each time occurs at
-- each entry rather than from every time held at once: the memory follows the distinct times (whole
-- milliseconds, so bounded), not the sessions (100 times each). first_rank is the 0-based rank of a
-- time's first occurrence among its entry's times; lo and hi the times at the two middle ranks (one and
-- the same for an odd count), interpolated as percentile_cont does: lo + (hi - lo) * 0.5.
WITH counted AS (
  SELECT action_number, think_ms, COUNT(*) AS n
  FROM think_times
  WHERE action_number <= 100
  GROUP BY action_number, think_ms
),
ranked AS (
  SELECT
    action_number,
    think_ms,
    n,
    SUM(n) OVER (PARTITION BY action_number ORDER BY think_ms ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) - n AS first_rank,
    SUM(n) OVER (PARTITION BY action_number) AS sessions
  FROM counted
),
middle AS (
  SELECT
    action_number,
    MAX(sessions) AS sessions,
    MAX(CASE WHEN first_rank <= FLOOR((sessions - 1) / 2.0) AND FLOOR((sessions - 1) / 2.0) < first_rank + n THEN think_ms END) AS lo,
    MAX(CASE WHEN first_rank <= CEIL((sessions - 1) / 2.0) AND CEIL((sessions - 1) / 2.0) < first_rank + n THEN think_ms END) AS hi,
    SUM(think_ms * n) / SUM(n) AS mean_think_ms
  FROM ranked
  GROUP BY action_number
)
SELECT action_number, sessions, lo + (hi - lo) * 0.5 AS median_think_ms, mean_think_ms
FROM middle
ORDER BY action_number
