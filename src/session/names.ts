/** Names a player types for the score sheet: shared by the terminal and the server. */

/** Why a name with control characters (ESC, BEL, ...) or invisible ones is refused. */
export const NAME_REFUSED = 'A name is letters, digits, spaces and punctuation, without control characters: please type it again.';
