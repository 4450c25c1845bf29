-- Final scores in bins: 100 points (Normal) or 10 dollars (Vegas); score_from is the bin's lower end.
SELECT scoring, score_from, COUNT(*) AS sessions
FROM (
  SELECT
    scoring,
    CAST(FLOOR(score / CASE WHEN scoring = 'vegas' THEN 10.0 ELSE 100.0 END) AS INTEGER) * CASE WHEN scoring = 'vegas' THEN 10 ELSE 100 END AS score_from
  FROM sessions
) binned
GROUP BY scoring, score_from
ORDER BY scoring, score_from
