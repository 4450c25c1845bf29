-- The most common last journal entries of games not won (where players stopped).
SELECT last_action, COUNT(*) AS sessions
FROM sessions
WHERE NOT won AND last_action IS NOT NULL
GROUP BY last_action
ORDER BY sessions DESC, last_action
LIMIT 10
