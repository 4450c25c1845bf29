-- Session duration (t of the last journal entry) in bins of one minute; sessions without times are left out.
SELECT
  minutes_from,
  COUNT(*) AS sessions,
  SUM(CASE WHEN won THEN 1 ELSE 0 END) AS won
FROM (SELECT CAST(FLOOR(duration_ms / 60000.0) AS INTEGER) AS minutes_from, won FROM sessions WHERE duration_ms IS NOT NULL) binned
GROUP BY minutes_from
ORDER BY minutes_from
