// Request-size limits: the server refuses larger bodies before reading them, and the drills probe the same edges.

/** A newsletter sign-up is a few short fields; anything larger is not a form a person filled in. */
export const NEWSLETTER_BODY_LIMIT_BYTES = 16 * 1024;

/** A Sanity webhook carries one document's projection; 256 KB leaves room for long reviews. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The Studio's draft of a «Boletín» (subject, intro, two dates): under 1 KB of text, up to 6 bytes a character once
 * JSON-escaped.
 */
export const ISSUE_VIEW_BODY_LIMIT_BYTES = 8 * 1024;

/** A search query is cut to this many characters: the header's box, the search page's box and the index alike. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
