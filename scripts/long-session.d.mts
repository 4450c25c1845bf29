/** The session text of a game of `entries` journal entries on the deal of `code` (see long-session.mjs). */
export declare function longSessionText(entries: number, code?: string): string;
