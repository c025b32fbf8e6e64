/* SPDX-License-Identifier: ISC */
/*
 * talat/diag.h: the catalogue of diagnostics, and the diagnostic itself.
 *
 * Every diagnostic talat gives about its input (the syntax of a record,
 * its tags, its plies, its claims, a YAML summary read back) is one kind
 * of the table below: a stable kebab-case code, a severity and a message
 * template. The code ends every diagnostic line (" [step-too-far]") and
 * is the `code` of the YAML diagnostics; talat-diagnostics(7) lists them.
 *
 * How to add a diagnostic kind:
 *   1. Add one line X(NAME, "code", SEVERITY, "template") to
 *      TALAT_DIAG_TABLE, in its group. NAME gives the constant
 *      TALAT_D_NAME; SEVERITY is ERROR, WARNING or NOTE. The code is
 *      kebab-case and never changes once released (the enum values do:
 *      store codes, never numbers). Several kinds may share a code when
 *      they are one fault worded for different cases (the two wordings
 *      of a bad Order tag); never give one code two meanings.
 *   2. The template is one whole sentence with printf conversions for
 *      its arguments (%s a C string, %c a char, %d an int, %ld a long,
 *      %.*s a precision and a string; text quoted from a record is
 *      cut by its caller where talat_utf8_prefix() says, in whole
 *      characters, never by a fixed precision that could split one):
 *      it will be translated (gettext),
 *      (xgettext extracts X's fourth argument: po/Makevars),
 *      so never build a sentence out of pieces where one template per
 *      case can say it. A note for translators goes right before the
 *      template, one C comment a line, the first starting with
 *      "TRANSLATORS:" (xgettext joins them; a comment that spans lines
 *      of the macro would carry its backslashes into the catalogue).
 *      Arguments are names, notation and numbers, or whole clauses
 *      that are themselves messages. (xgettext finds the
 *      templates with --keyword=X:4 on this header; talat_msg_vset() is
 *      the one place that formats them, so the one place to translate.)
 *   3. Raise it: talat_msg_set(&msg, TALAT_D_NAME, args...) where no
 *      location is known yet (a rule, a TPN field), or the raising
 *      function of the module, which takes a location, the kind and its
 *      arguments (talat_result_raise() for a replay result, tgn_report()
 *      in the reader). Inside libtalat and talat the compiler checks
 *      the arguments of every raise against the template (-Wformat=2,
 *      src/diag_raise.h): write the kind as its constant, TALAT_D_NAME,
 *      never a variable or an expression that chooses one.
 *   4. Describe it in man/talat-diagnostics.7 (meaning, example, fix) and
 *      add a record under records/ that gives it:
 *      tests/diag_catalogue.sh fails until both exist.
 */
#ifndef TALAT_DIAG_H
#define TALAT_DIAG_H

#include <stdarg.h>
#include "talat/base.h"

#ifdef __cplusplus
extern "C" {
#endif

enum talat_severity { TALAT_SEV_ERROR, TALAT_SEV_WARNING, TALAT_SEV_NOTE };

/* "error", "warning", "note"; and back (-1 when none). */
const char *talat_severity_name(enum talat_severity severity);
int talat_severity_from_name(const char *s);

#define TALAT_DIAG_TABLE(X) \
	/* --- the characters of a record ------------------------------- */ \
	X(NUL_BYTE, "nul-byte", ERROR, \
	    "NUL byte in the input") \
	X(INVALID_UTF8, "invalid-utf8", ERROR, \
	    "invalid UTF-8 byte 0x%02X") \
	X(INVALID_UTF8_FILE, "invalid-utf8", ERROR, \
	    "invalid UTF-8 byte 0x%02X (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8)") \
	X(LOOKALIKE, "lookalike-character", ERROR, \
	    "found U+%04lX %s, expected '%c'") \
	X(UNTERMINATED_COMMENT, "unterminated-comment", ERROR, \
	    "unterminated comment (started here)") \
	X(UNTERMINATED_STRING, "unterminated-string", ERROR, \
	    "unterminated string") \
	X(BAD_ESCAPE, "bad-escape", ERROR, \
	    "unknown escape '\\%c' in a tag value (only \\\" and \\\\ are escapes)") \
	X(BAD_ESCAPE_CHAR, "bad-escape", ERROR, \
	    "unknown escape in a tag value (only \\\" and \\\\ are escapes)") \
	X(TOO_MUCH_TEXT, "game-too-long", ERROR, \
	    /* TRANSLATORS: %ld is a number of mebibytes (MiB). */ \
	    "the game goes on past %ld MiB of text, longer than any game can be: the rest of the file is not read") \
	X(TOO_MANY_ITEMS, "game-too-long", ERROR, \
	    "the game goes on past %ld plies and declarations, longer than any game can be: the rest of them are not read") \
	/* --- tags, as written ------------------------------------------ */ \
	X(EXPECTED_TAG_NAME, "expected-tag-name", ERROR, \
	    "expected a tag name after '['") \
	X(EXPECTED_TAG_VALUE, "expected-tag-value", ERROR, \
	    "expected a value in double quotes after the tag name") \
	X(EXPECTED_TAG_CLOSE, "expected-tag-close", ERROR, \
	    "expected ']' to close the tag") \
	X(STRAY_STRING, "stray-text", ERROR, \
	    "unexpected quoted text outside a tag") \
	X(STRAY_CLOSE_TAG, "stray-text", ERROR, \
	    "unexpected ']' outside a tag") \
	X(STRAY_CLOSE_COMMENT, "stray-text", ERROR, \
	    "unexpected '}' outside a comment") \
	/* --- movetext, as written -------------------------------------- */ \
	X(UNEXPECTED_TOKEN, "unexpected-token", ERROR, \
	    "unexpected %s") \
	X(ROUND_WITHOUT_PLY, "round-without-ply", ERROR, \
	    "a round number must be followed by a ply or a declaration") \
	X(EXPECTED_ROUND_DOT, "expected-round-dot", ERROR, \
	    "expected '.' after the round number %.*s") \
	X(BAD_ANNOTATION, "bad-annotation", ERROR, \
	    "annotation '%.*s' is not one of ! ? !! ?? !? ?!") \
	X(DETACHED_ANNOTATION, "detached-annotation", ERROR, \
	    "annotation '%.*s' must follow its ply without a space") \
	X(UNEXPECTED_AFTER_PLY, "unexpected-after-ply", ERROR, \
	    "unexpected %s after '%.*s'") \
	X(UNEXPECTED_WORD, "unexpected-after-ply", ERROR, \
	    "unexpected '%.*s'") \
	X(EXPECTED_COLON, "bad-square", ERROR, \
	    "expected ':' after the board %s") \
	X(EXPECTED_FILE, "bad-square", ERROR, \
	    "expected a file a-e after '%.*s'") \
	X(EXPECTED_RANK, "bad-square", ERROR, \
	    "expected a rank 1-5 after '%.*s'") \
	X(EXPECTED_TYPE, "bad-placement", ERROR, \
	    "expected a tower type such as L6 before '@'") \
	X(EXPECTED_AT, "bad-placement", ERROR, \
	    "expected '@' after the tower type %s") \
	X(EXPECTED_BOARD, "bad-placement", ERROR, \
	    "expected a board WB, BG or GW after '@'") \
	X(NOT_A_BOARD, "not-a-board", ERROR, \
	    "'%.*s' is not a board: the boards are WB, BG and GW") \
	X(EXPECTED_ACTION_SIGN, "bad-action", ERROR, \
	    "expected '-' or 'x' after the square %.*s") \
	X(EXPECTED_TARGET, "bad-action", ERROR, \
	    "expected a square such as c2 after '%c'") \
	X(EXPECTED_PLY, "expected-ply", ERROR, \
	    "expected a ply such as WB:c1-c2, found '%.*s%s'") \
	X(WRONG_CASE, "wrong-case", ERROR, \
	    "found '%.*s', expected '%s' (tokens are case sensitive)") \
	X(FREEZE_NO_BOARD, "bad-freeze", ERROR, \
	    "expected a board WB, BG or GW after 'freeze'") \
	X(FREEZE_TRAILING, "bad-freeze", ERROR, \
	    "unexpected %s after 'freeze %s'") \
	/* --- tags, replayed -------------------------------------------- */ \
	X(DUPLICATE_TAG, "duplicate-tag", ERROR, \
	    "duplicate tag %s (the first one, line %ld, counts)") \
	X(BAD_DATE, "bad-date", WARNING, \
	    "Date \"%s\" is not of the form YYYY.MM.DD (with ? for unknown digits)") \
	/* TRANSLATORS: %s is a tag's name (White), %04lX a code */ \
	/* point in hex (200B), shown as U+200B. */ \
	X(INVISIBLE_CHAR, "invisible-char", WARNING, \
	    "the value of %s holds U+%04lX, an invisible character or one that reverses the text around it: a name holding it looks like another") \
	X(BAD_ZIHIN, "bad-zihin", ERROR, \
	    "Zihin \"%s\" is not one of W, B or G; nothing to replay") \
	X(BAD_ORDER, "bad-order", ERROR, \
	    "Order \"%s\" must name W, B and G once each, separated by spaces; nothing to replay") \
	X(BAD_ORDER_TWO, "bad-order", ERROR, \
	    "Order \"%s\" must name the two players (not the Zihin %c) once each; nothing to replay") \
	X(BAD_POSITION, "bad-position", ERROR, \
	    "Position: %s; nothing to replay") \
	X(POSITION_NO_ZIHIN, "position-zihin", ERROR, \
	    "Position is a two-player position (Zihin %c) but there is no Zihin tag; nothing to replay") \
	X(POSITION_ZIHIN, "position-zihin", ERROR, \
	    "Position does not fit Zihin %c; nothing to replay") \
	/* --- a Position tag's TPN, field by field (tgn.md section 6) ------ */ \
	X(TPN_NOT_TPN, "bad-position", ERROR, \
	    "not a TPN, which is 7 fields separated by spaces, the first three the boards WB, BG and GW rank by rank (such as 5/2WL62/5/4BS3/5)") \
	X(TPN_EMPTY_FIELD, "bad-position", ERROR, \
	    "empty (fields are separated by single spaces)") \
	X(TPN_MISSING_FIELD, "bad-position", ERROR, \
	    "missing: a TPN has 7 fields") \
	X(TPN_TRAILING, "bad-position", ERROR, \
	    "unexpected text after the seventh field") \
	X(TPN_RANK_SQUARES, "bad-position", ERROR, \
	    "rank %d: the number of squares it describes is %d, not 5") \
	X(TPN_RANK_LONG, "bad-position", ERROR, \
	    "rank %d describes more than 5 squares") \
	X(TPN_RANKS_MORE, "bad-position", ERROR, \
	    "more than five ranks") \
	X(TPN_RANKS_FEWER, "bad-position", ERROR, \
	    "the number of ranks is %d, not 5") \
	X(TPN_TWO_DIGITS, "bad-position", ERROR, \
	    "two digits side by side in rank %d") \
	X(TPN_NOT_TOWER, "bad-position", ERROR, \
	    "'%.*s' is not a tower name such as WL6") \
	X(TPN_WRONG_BOARD, "bad-position", ERROR, \
	    "%s cannot stand on board %s") \
	X(TPN_TOWER_TWICE, "bad-position", ERROR, \
	    "tower %s appears twice") \
	X(TPN_EXPECTED_TO_ACT, "bad-position", ERROR, \
	    "expected W, B, G or -") \
	X(TPN_OWN_CAPTURE, "bad-position", ERROR, \
	    "%c cannot have captured its own %s") \
	X(TPN_TOO_MANY, "bad-position", ERROR, \
	    "too many towers") \
	X(TPN_EXPECTED_SEPARATOR, "bad-position", ERROR, \
	    "expected '/' or ',' where '%.*s' stands") \
	X(TPN_LISTS, "bad-position", ERROR, \
	    "expected three lists (W/B/G), found %d") \
	X(TPN_EXPECTED_BOARD, "bad-position", ERROR, \
	    "expected WB, BG, GW or -") \
	X(TPN_BOARD_ORDER, "bad-position", ERROR, \
	    "boards must be listed once each, in the order WB, BG, GW") \
	X(TPN_EXPECTED_COMMA, "bad-position", ERROR, \
	    "expected ',' between boards") \
	X(TPN_OVER_NONE_FROZEN, "bad-position", ERROR, \
	    "'-' means the game is over, which needs two frozen boards; field 6 (frozen) names none") \
	X(TPN_OVER_ONE_FROZEN, "bad-position", ERROR, \
	    "'-' means the game is over, which needs two frozen boards; field 6 (frozen) names only one") \
	X(TPN_EXPECTED_PLY, "bad-position", ERROR, \
	    "expected the number of the next ply") \
	X(TPN_PLY_RANGE, "bad-position", ERROR, \
	    "ply number out of range") \
	X(TPN_PLY_SETUP, "bad-position", ERROR, \
	    "a movement-phase position starts at ply %d or later") \
	X(TPN_MISSING_TOWERS, "bad-position", ERROR, \
	    "towers %s and %s are neither on a board nor captured") \
	X(TPN_ZIHIN_CAPTURES, "bad-position", ERROR, \
	    /* TRANSLATORS: the Zihin's colour letter, its tower out of */ \
	    /* the game (BL6). */ \
	    "%c is the Zihin (%s is out of the game) and captures nothing") \
	X(TPN_ZIHIN_ACTS, "bad-position", ERROR, \
	    "%c is the Zihin and never acts") \
	X(TPN_FROZEN_LIVE, "bad-position", ERROR, \
	    "board %s is frozen but not dead") \
	/* --- round numbers and declarations ---------------------------- */ \
	X(ROUND_ZERO, "wrong-round", ERROR, \
	    "round number 0 should be %ld: ply %ld is in round %ld") \
	X(ROUND_HUGE, "wrong-round", ERROR, \
	    "round number too large: ply %ld is in round %ld") \
	X(ROUND_WRONG, "wrong-round", ERROR, \
	    "round number %ld should be %ld: ply %ld is in round %ld") \
	X(FREEZE_IN_SETUP, "freeze-in-setup", ERROR, \
	    "after ply %ld: freeze %s: no freeze declaration during the setup") \
	X(FREEZE_GAME_OVER, "freeze-after-game-over", ERROR, \
	    "after ply %ld: freeze %s: the game is over (two boards are frozen)") \
	X(FREEZE_TWICE, "freeze-twice", ERROR, \
	    "after ply %ld: freeze %s: board %s is already frozen") \
	X(FREEZE_LIVE_BOARD, "freeze-live-board", ERROR, \
	    "after ply %ld: freeze %s: board %s is not dead: after %s the capture %s is possible") \
	X(FREEZE_LIVE_BOARD_NOW, "freeze-live-board", ERROR, \
	    "after ply %ld: freeze %s: board %s is not dead: after no steps the capture %s is possible") \
	/* --- plies: the rules of one action ---------------------------- */ \
	X(PLY_AFTER_GAME_OVER, "ply-after-game-over", ERROR, \
	    "ply %ld: the game is over (two boards are frozen); only comments may follow") \
	X(GAME_OVER, "ply-after-game-over", ERROR, \
	    "the game is over") \
	X(PASS_IN_SETUP, "pass-in-setup", ERROR, \
	    "no pass during the setup: a placement is always possible") \
	X(PASS_WITH_ACTION, "pass-with-action", ERROR, \
	    "passing is forbidden while a legal action exists (such as %s)") \
	X(PLACE_AFTER_SETUP, "placement-after-setup", ERROR, \
	    "the setup is over: no more placements") \
	X(ALREADY_PLACED, "placement-already-placed", ERROR, \
	    /* TRANSLATORS: a tower: its colour letter, size and sides, */ \
	    /* as WL6 (white large hexagonal). */ \
	    "%s is already placed") \
	X(PLACE_WRONG_BOARD, "placement-wrong-board", ERROR, \
	    "%c has no start line on board %s") \
	X(PLACE_ZIHIN_WRONG_BOARD, "placement-wrong-board", ERROR, \
	    "the first 8 placements are Zihin towers, and Zihin %c has no start line on board %s") \
	X(PLACE_OFF_START_LINE, "placement-off-start-line", ERROR, \
	    "%s:%s is not on the start line of %c (rank %d of %s)") \
	X(PLACE_ZIHIN_OFF_START_LINE, "placement-off-start-line", ERROR, \
	    "%s:%s is not on the start line of %c (rank %d of %s); the first 8 placements are Zihin towers") \
	X(PLACE_OCCUPIED, "placement-occupied", ERROR, \
	    /* TRANSLATORS: a board and square (WB:c1), a tower (WL6). */ \
	    "%s:%s is occupied by %s") \
	X(STEP_IN_SETUP, "move-in-setup", ERROR, \
	    "no step during the setup: a placement was expected") \
	X(CAPTURE_IN_SETUP, "move-in-setup", ERROR, \
	    "no capture during the setup: a placement was expected") \
	X(BOARD_FROZEN, "board-frozen", ERROR, \
	    "board %s is frozen: no tower may act on it") \
	X(NO_TOWER, "no-tower", ERROR, \
	    "there is no tower on %s:%s") \
	X(ZIHIN_WRONG_BOARD, "zihin-wrong-board", ERROR, \
	    "%c may move Zihin towers only on the board of the Zihin and the opponent, not on %s") \
	X(NOT_YOUR_TOWER, "not-your-tower", ERROR, \
	    /* TRANSLATORS: a player's colour letter, a tower of another */ \
	    /* colour (GS4). */ \
	    "%c cannot act with %s") \
	X(STEP_TOO_FAR, "step-too-far", ERROR, \
	    "a step goes one square") \
	X(STEP_BACKWARD, "step-backward", ERROR, \
	    /* TRANSLATORS: a tower (WM4), its square, the square it */ \
	    /* was to move to. F, FL, FR: forward, forward left, forward */ \
	    /* right, as talat-diagnostics(7) names the directions. */ \
	    "%s on %s can step only forward (F, FL or FR), not to %s") \
	X(STEP_SIDEWAYS, "step-sideways", ERROR, \
	    "%s on %s can step only forward (F, FL or FR), not to %s") \
	X(STEP_OCCUPIED, "step-onto-occupied", ERROR, \
	    /* TRANSLATORS: a board and square (WB:c4), the tower on it */ \
	    /* (BM4). */ \
	    "%s:%s is occupied by %s: a step needs an empty square") \
	X(CAPTURE_TOO_FAR, "capture-too-far", ERROR, \
	    "a capture takes on a neighbouring square") \
	X(CAPTURE_BACKWARD, "capture-backward", ERROR, \
	    /* TRANSLATORS: a tower (WM4), its square, the square of */ \
	    /* the capture. F, FL, FR, L, R: forward, forward left, */ \
	    /* forward right, left, right. */ \
	    "%s on %s can capture only on F, FL, FR, L or R, not on %s") \
	X(CAPTURE_EMPTY, "capture-onto-empty", ERROR, \
	    "%s:%s is empty: there is nothing to capture") \
	X(CAPTURE_OWN, "capture-own-colour", ERROR, \
	    "a tower never takes one of its own colour") \
	X(CAPTURE_RELATION, "capture-relation", ERROR, \
	    "%s cannot capture %s (%s does not take %s): %s") \
	X(DEAD_BOARD_ACTION, "dead-board-undeclared", WARNING, \
	    "ply %ld (%c): %s: board %s is dead since ply %ld but nobody declared it frozen") \
	/* --- the end of the game and its claims ------------------------ */ \
	X(BAD_SCORE, "bad-score", ERROR, \
	    "Score \"%s\" is not of the form \"W 23, B 18, G 15\"") \
	X(SCORE_NOT_PLAYER, "bad-score", ERROR, \
	    "Score names %c, who is not a player of this game") \
	X(SCORE_TWICE, "bad-score", ERROR, \
	    "Score names %c twice") \
	X(SCORE_INCOMPLETE, "bad-score", ERROR, \
	    "Score must give the points of every player") \
	X(SCORE_MISMATCH, "score-mismatch", ERROR, \
	    "Score says %s, but the game gives %s; the tag should read [Score \"%s\"]") \
	X(BAD_WINNER, "bad-winner", ERROR, \
	    "Winner \"%s\" is not of the form \"W\" or \"B, G\"") \
	X(WINNER_MISMATCH, "winner-mismatch", ERROR, \
	    "Winner says %s, but the game is won by %s; the tag should read [Winner \"%s\"]") \
	X(WINNER_MISMATCH_RULE, "winner-mismatch", ERROR, \
	    /* TRANSLATORS: --tiebreak=%s: the option of the rule used, */ \
	    /* keep it as it is. */ \
	    "Winner says %s, but the game is won by %s (with --tiebreak=%s); the tag should read [Winner \"%s\"]") \
	X(SCORE_UNFINISHED, "claim-unfinished", WARNING, \
	    "Score cannot be checked: the game is not over (the position so far gives %s)") \
	X(WINNER_UNFINISHED, "claim-unfinished", WARNING, \
	    "Winner cannot be checked: the game is not over (the position so far gives the lead to %s)") \
	X(DEAD_BOARD_AT_END, "dead-board-undeclared", WARNING, \
	    "board %s is dead since ply %ld, but the record ends without declaring it (freeze %s); the game stays unfinished") \
	X(UNFINISHED_GAME, "unfinished-game", WARNING, \
	    "the game is unfinished: it stops after ply %ld, with %c to act, and no Termination tag says why") \
	X(UNFINISHED_GAME_NO_PLY, "unfinished-game", WARNING, \
	    "the game is unfinished: it has no ply, %c is to act, and no Termination tag says why") \
	X(TAG_CASE, "misspelt-tag", WARNING, \
	    "unknown tag %s: tag names are case-sensitive; did you mean %s?") \
	X(TAG_MISSPELT, "misspelt-tag", WARNING, \
	    "unknown tag %s: did you mean %s?") \
	/* --- codes of arbiter.md raised by later commands -------------- */ \
	/* --- plies that stood (arbiter.md section 3) --------------------- */ \
	X(BAD_STOOD, "bad-stood", ERROR, \
	    "Stood \"%s\" is not a list of ply numbers separated by spaces, such as \"57 63\"; no ply stands") \
	X(STOOD_TWICE, "bad-stood", ERROR, \
	    "Stood lists ply %ld twice") \
	X(STOOD_NOT_REACHED, "stood-not-in-record", ERROR, \
	    "Stood lists ply %ld, but the plies of the record are %ld to %ld") \
	X(STOOD_NO_PLIES, "stood-not-in-record", ERROR, \
	    "Stood lists ply %ld, but the record has no ply") \
	X(ILLEGAL_PLY_STOOD, "illegal-ply-stood", WARNING, \
	    "ply %ld (%c): %s: %s; it stands, as the Stood tag says") \
	X(STOOD_BUT_LEGAL, "stood-but-legal", WARNING, \
	    "ply %ld (%c): %s is legal, yet the Stood tag lists it") \
	X(STOOD_CANNOT_STAND, "stood-cannot-stand", ERROR, \
	    "ply %ld (%c): %s: %s, so it cannot stand as the Stood tag says") \
	X(STOOD_CANNOT_STAND_WHY, "stood-cannot-stand", ERROR, \
	    "ply %ld (%c): %s: %s; the Stood tag lets it stand, but it cannot: %s") \
	X(STAND_NO_BOARD, "stood-cannot-stand", ERROR, \
	    "%c has no towers on board %s") \
	X(STAND_NO_TOWER, "stood-cannot-stand", ERROR, \
	    "there is no tower of %c on %s:%s") \
	X(STAND_NO_TOWER_ZIHIN, "stood-cannot-stand", ERROR, \
	    "there is no tower of %c or of the Zihin on %s:%s") \
	X(STAND_OWN_COLOUR, "stood-cannot-stand", ERROR, \
	    /* TRANSLATORS: a board and square (WB:b2), the tower on it */ \
	    /* (WM4). */ \
	    "%s:%s holds %s: a tower never takes one of its own colour") \
	X(STAND_PLAYER_COLOUR, "stood-cannot-stand", ERROR, \
	    "%s:%s holds %s: a player never takes a tower of their own colour") \
	X(MATCH_ORDER, "match-order", WARNING, \
	    "the previous game of this match (round %s, %s:%ld) was won by %s, so %s begins this one, not %s") \
	X(MATCH_ORDER_AT, "match-order", WARNING, \
	    "the previous game of this match (%s:%ld) was won by %s, so %s begins this one, not %s") \
	X(DUPLICATE_GAME, "duplicate-game", WARNING, \
	    "this game repeats the game at %s:%ld") \
	X(DID_YOU_MEAN, "did-you-mean", NOTE, \
	    "did you mean %s? the rest of the game replays with it") \
	X(DID_YOU_MEAN_LEAVE_OUT, "did-you-mean", NOTE, \
	    "did you mean to leave out %s? the rest of the game replays without it") \
	X(DID_YOU_MEAN_UP_TO, "did-you-mean", NOTE, \
	    "did you mean %s? the game then replays up to ply %ld") \
	X(DID_YOU_MEAN_LEAVE_OUT_UP_TO, "did-you-mean", NOTE, \
	    "did you mean to leave out %s? the game then replays up to ply %ld") \
	X(DID_YOU_MEAN_CLAIM, "did-you-mean", NOTE, \
	    "did you mean %s? the game then replays to its end, but the claimed result does not match") \
	X(DID_YOU_MEAN_LEAVE_OUT_CLAIM, "did-you-mean", NOTE, \
	    "did you mean to leave out %s? the game then replays to its end, but the claimed result does not match") \
	X(DID_YOU_MEAN_INSERT, "did-you-mean", NOTE, \
	    /* TRANSLATORS: the ply the record left out, then the ply */ \
	    /* written where it goes (both in TGN, as written). */ \
	    "did you mean to insert %s before %s? the rest of the game replays with it") \
	X(DID_YOU_MEAN_INSERT_UP_TO, "did-you-mean", NOTE, \
	    "did you mean to insert %s before %s? the game then replays up to ply %ld") \
	X(DID_YOU_MEAN_INSERT_CLAIM, "did-you-mean", NOTE, \
	    "did you mean to insert %s before %s? the game then replays to its end, but the claimed result does not match") \
	X(DID_YOU_MEAN_TAG, "did-you-mean", NOTE, \
	    "did you mean %s? the whole game replays with it") \
	/* --- talat fix --------------------------------------------------- */ \
	X(FIXED_REPLACE, "fixed", NOTE, \
	    "ply %ld (%c): %s repaired as %s, the one repair that fits") \
	X(FIXED_EXCHANGE, "fixed", NOTE, \
	    "ply %ld (%c): %s exchanged with the next ply: %s, the one repair that fits") \
	X(FIXED_DELETE, "fixed", NOTE, \
	    "ply %ld (%c): %s left out, the one repair that fits") \
	X(FIXED_INSERT, "fixed", NOTE, \
	    /* TRANSLATORS: the number of the ply inserted, its colour, */ \
	    /* the ply inserted, the ply written after it. */ \
	    "ply %ld (%c): %s inserted before %s, where the record left it out, the one repair that fits") \
	X(FIXED_TAG, "fixed", NOTE, \
	    "the tag %s repaired as %s, the one repair that fits") \
	X(FIXED_TAG_ADDED, "fixed", NOTE, \
	    "the tag %s added, the one repair that fits") \
	X(FIXED_SPELLING, "fixed", NOTE, \
	    "'%s' rewritten as '%s'") \
	X(FIXED_LOOKALIKE, "fixed", NOTE, \
	    "'%s' rewritten as '%s' (U+%04lX %s for '%c')") \
	X(FIXED_TAG_NAME, "fixed", NOTE, \
	    "the tag name %s rewritten as %s") \
	X(FIXED_ROUND, "fixed", NOTE, \
	    "round number %ld rewritten as %ld") \
	X(FIXED_ROUND_HUGE, "fixed", NOTE, \
	    "a round number too large rewritten as %ld") \
	X(LEFT_NO_FIT, "not-fixed", NOTE, \
	    "left as written: no repair fits") \
	X(LEFT_AMBIGUOUS, "not-fixed", NOTE, \
	    "left as written: %lu repairs fit") \
	X(LEFT_TAG_NAME, "not-fixed", NOTE, \
	    "the tag name %s left as written: the game does not replay as well with %s") \
	X(LEFT_TAG_TWICE, "not-fixed", NOTE, \
	    "the tag name %s left as written: the game has a %s tag already") \
	/* --- talat reconcile (arbiter.md section 6) -------------------- */ \
	X(RECONCILE_AMBIGUOUS, "reconcile-ambiguous", WARNING, \
	    "several games are closest to the sheets (distance %ld): here the game written, the first of them in byte order, has %s; others have %s") \
	X(RECONCILE_AMBIGUOUS_END, "reconcile-ambiguous", WARNING, \
	    "several games are closest to the sheets (distance %ld): the game written, the first of them in byte order, ends here; others go on with %s") \
	X(RECONCILE_TOO_FAR, "reconcile-too-far", ERROR, \
	    "the sheets are too far apart: every legal game is more than %ld edits from them in all, so no game is written") \
	X(RECONCILE_GAVE_UP, "reconcile-too-far", ERROR, \
	    "the search gave up: talat examined the most positions it may (%ld) without finding the legal game closest to the sheets (they may well be within %ld edits of one in all), so no game is written") \
	X(RECONCILE_CLAIMS, "reconcile-claims", NOTE, \
	    "the sheets' claims settle a tie: of the %ld games closest to the sheets (distance %ld), only the game written is complete with the result they claim; it has %s here, where the games they ruled out have %s") \
	X(RECONCILE_CLAIMS_END, "reconcile-claims", NOTE, \
	    "the sheets' claims settle a tie: of the %ld games closest to the sheets (distance %ld), only the game written is complete with the result they claim; it ends here, where the games they ruled out go on with %s") \
	X(RECONCILE_CLAIMS_ON, "reconcile-claims", NOTE, \
	    "the sheets' claims settle a tie: of the %ld games closest to the sheets (distance %ld), only the game written is complete with the result they claim; it has %s here, where the games they ruled out end") \
	X(TAG_CONFLICT, "tag-conflict", WARNING, \
	    "the sheets give the %s tag different values, none more often than another (sheet by sheet: %s); the value of the first sheet that gives one is kept: %s") \
	X(TAG_CONFLICT_NONE, "tag-conflict", WARNING, \
	    "the sheets give the %s tag different values, none more often than another (sheet by sheet: %s); as the first sheet has none, the reconciled game has none") \
	X(TAG_CONFLICT_PLAYER, "tag-conflict", WARNING, \
	    "the sheets give the %s tag different values, none more often than another (sheet by sheet: %s); the value of the first sheet that gives one is kept: %s, but who played decides who gets the points: say which is right") \
	X(TAG_CONFLICT_PLAYER_NONE, "tag-conflict", WARNING, \
	    "the sheets give the %s tag different values, none more often than another (sheet by sheet: %s); as the first sheet has none, the reconciled game has none, but who played decides who gets the points: say which is right") \
	X(TAG_CONFLICT_CLOSEST, "tag-conflict", WARNING, \
	    "the sheets give the %s tag different values, none more often than another (sheet by sheet: %s); %s is kept: with it the reconciled game is closest to the sheets") \
	X(TAG_CONFLICT_NONE_CLOSEST, "tag-conflict", WARNING, \
	    "the sheets give the %s tag different values, none more often than another (sheet by sheet: %s); the reconciled game has none: without it, it is closest to the sheets") \
	X(SHEET_DIFFERS, "sheet-differs", NOTE, \
	    "the reconciled game has %s here, where this sheet has %s") \
	X(SHEET_DIFFERS_NOTHING, "sheet-differs", NOTE, \
	    "the reconciled game has %s here, which this sheet does not have") \
	X(SHEET_DIFFERS_ALSO, "sheet-differs", NOTE, \
	    "this sheet has %s here, which the reconciled game does not have") \
	X(SHEET_DIFFERS_TAG, "sheet-differs", NOTE, \
	    "the reconciled game has [%s %s], where this sheet has %s") \
	X(SHEET_DIFFERS_TAG_MISSING, "sheet-differs", NOTE, \
	    "the reconciled game has [%s %s], which this sheet does not have") \
	X(SHEET_DIFFERS_TAG_EXTRA, "sheet-differs", NOTE, \
	    "this sheet has [%s %s], which the reconciled game does not have") \
	/* --- an event file (event.md section 1, talat-event(5)) -------- */ \
	X(EVENT_NOT_MAPPING, "event-key", ERROR, \
	    /* TRANSLATORS: %s is a key of the event file (players, */ \
	    /* rounds, tables, ...), kept in English. */ \
	    "'%s' must be a mapping (key: value)") \
	X(EVENT_NOT_LIST, "event-key", ERROR, \
	    "'%s' must be a list") \
	X(EVENT_NOT_STRING, "event-key", ERROR, \
	    "'%s' must be a text") \
	X(EVENT_NOT_NUMBER, "event-key", ERROR, \
	    "'%s' must be a whole number of at least 1") \
	X(EVENT_NOT_CHOICE, "event-key", ERROR, \
	    "'%s' must be one of: %s") \
	X(EVENT_UNKNOWN_KEY, "event-key", ERROR, \
	    "unknown key '%s' (the keys here: %s)") \
	X(EVENT_DUPLICATE_KEY, "event-key", ERROR, \
	    "key '%s' given twice") \
	X(EVENT_MISSING_KEY, "event-key", ERROR, \
	    "missing key '%s'") \
	X(EVENT_NOT_ONE_DOCUMENT, "event-key", ERROR, \
	    "an event file is one YAML document, a mapping with the key 'event'") \
	X(EVENT_NAME_TWICE, "event-key", ERROR, \
	    "'%s' stands for roster entry %ld already (line %ld): a name or spelling may stand for one entry only") \
	X(EVENT_PATH_OUTSIDE, "event-key", ERROR, \
	    "'%s' is outside the event's folder: the games must be in it or below it") \
	X(EVENT_NO_GAMES, "event-key", ERROR, \
	    /* TRANSLATORS: a path of the event file's games, then what */ \
	    /* the system says ("No such file or directory"). */ \
	    "cannot read '%s': %s") \
	X(EVENT_ROUND_TWICE, "event-key", ERROR, \
	    "round %ld is listed twice (first at line %ld)") \
	X(EVENT_TABLE_TWICE, "event-key", ERROR, \
	    "table %ld is listed twice in round %ld (first at line %ld)") \
	X(EVENT_TABLE_COLOURS, "event-key", ERROR, \
	    "a table names White, Black and Grey, or two of them and the Zihin's colour as Zihin") \
	X(EVENT_TABLE_ORDER, "event-key", ERROR, \
	    "Order '%s' must name each colour at the table once, separated by spaces") \
	X(EVENT_RULING_KEYS, "event-key", ERROR, \
	    "a ruling is about a game (round and table) or about a player (player), not both") \
	/* --- checking an event (event.md section 2) ------------------- */ \
	X(NOT_IN_ROSTER, "not-in-roster", ERROR, \
	    "'%s' is not in the roster") \
	X(ROSTER_MEANT, "did-you-mean", NOTE, \
	    "did you mean '%s'? (roster entry %ld, line %ld of the event file)") \
	X(TWICE_IN_ROUND, "twice-in-round", ERROR, \
	    "%s is at table %ld and at table %ld of round %ld") \
	X(TWICE_IN_ROUND_BYE, "twice-in-round", ERROR, \
	    "%s is at table %ld of round %ld and among its byes") \
	X(TWICE_BYE, "twice-in-round", ERROR, \
	    "%s is listed twice among the byes of round %ld") \
	X(SAME_PLAYER_TWICE, "same-player-twice", ERROR, \
	    /* TRANSLATORS: the player's name, then two tag names (White, */ \
	    /* Black, Grey), kept in English. */ \
	    "'%s' is the name of both %s and %s: one player cannot play two colours") \
	X(TABLE_MISMATCH_COLOUR, "table-mismatch", ERROR, \
	    /* TRANSLATORS: the name, then tag names (White, Black, Grey). */ \
	    "%s plays %s here, but %s at table %ld of round %ld") \
	X(TABLE_MISMATCH_ORDER, "table-mismatch", ERROR, \
	    "Order \"%s\" differs from table %ld of round %ld, whose Order is \"%s\"") \
	X(TABLE_MISMATCH_ZIHIN, "table-mismatch", ERROR, \
	    "Zihin \"%s\" differs from table %ld of round %ld, whose Zihin is %s") \
	X(ROUND_MISMATCH, "round-mismatch", ERROR, \
	    "Round \"%s\" is not the round of these players' table: they sit together at table %ld of round %ld") \
	X(STRAY_GAME, "stray-game", WARNING, \
	    "this game of the event belongs to no table: no table of round %s seats %s") \
	X(STRAY_GAME_NO_ROUND, "stray-game", WARNING, \
	    "this game of the event belongs to no table: its Round tag \"%s\" is no round of the event") \
	X(MISSING_GAME, "missing-game", WARNING, \
	    "table %ld of round %ld has fewer games than it should (%ld, where it should have %ld), and no ruling for the others") \
	X(EXTRA_GAME, "extra-game", ERROR, \
	    "one game too many at table %ld of round %ld, which should have %ld (its first game: %s, line %ld)") \
	X(EVENT_NAME, "event-name", WARNING, \
	    "Event \"%s\" differs from the event's name \"%s\" only in case or spaces: this game is not one of the event") \
	X(WITHDRAWN_PLAYS, "withdrawn-plays", ERROR, \
	    "%s withdrew after round %ld but is seated at table %ld of round %ld") \
	X(BAD_RULING_ROUND, "bad-ruling", ERROR, \
	    "the ruling is about round %ld, which the event does not have") \
	X(BAD_RULING_TABLE, "bad-ruling", ERROR, \
	    "the ruling is about table %ld of round %ld, which does not exist") \
	X(BAD_RULING_GAME, "bad-ruling", ERROR, \
	    "the ruling is about game %ld of table %ld of round %ld, whose last game is game %ld") \
	X(BAD_RULING_PLAYER, "bad-ruling", ERROR, \
	    "the ruling is about '%s', who is not in the roster") \
	X(BAD_RULING_COLOUR, "bad-ruling", ERROR, \
	    "the ruling names %c, who does not play at table %ld of round %ld") \
	X(BAD_RULING_POINTS, "bad-ruling", ERROR, \
	    "an adjudicated ruling gives points to every player at the table: %c has none") \
	X(BAD_RULING_TWICE, "bad-ruling", ERROR, \
	    "game %ld of table %ld of round %ld is ruled twice (first at line %ld)") \
	X(RULING_UNREACHABLE, "ruling-unreachable", WARNING, \
	    /* TRANSLATORS: a colour letter, the points the ruling gives */ \
	    /* it, then the fewest and the most points it can still get. */ \
	    "the ruling gives %c %ld points, which no continuation of the record reaches: %c finishes with %d to %d (talat adjudicate)") \
	X(BAD_RULING_WITHDRAWN_TWICE, "bad-ruling", ERROR, \
	    "%s withdrew already (line %ld)") \
	/* --- a YAML summary read back (talat from-yaml) ---------------- */ \
	X(YAML_SYNTAX, "yaml-syntax", ERROR, \
	    "%s") \
	X(YAML_SYNTAX_IN, "yaml-syntax", ERROR, \
	    /* TRANSLATORS: what libyaml found ("did not find expected */ \
	    /* key"), then where ("while parsing a block mapping"); both */ \
	    /* are in the catalogue too. */ \
	    "%s %s") \
	X(YAML_SYNTAX_AT, "yaml-syntax", ERROR, \
	    "%s %s (line %lu, column %lu)") \
	X(YAML_ENCODING, "yaml-syntax", ERROR, \
	    "%s (#%X at byte %lu)") \
	X(YAML_RECURSIVE_ALIAS, "yaml-syntax", ERROR, \
	    "found an alias inside the node it refers to (a recursive alias)") \
	X(YAML_ALIAS_BOMB, "yaml-too-large", ERROR, \
	    "aliases repeat more than %ld nodes and bytes of the document (an alias bomb?)") \
	X(YAML_TOO_LONG, "yaml-too-large", ERROR, \
	    "the document is longer than %ld characters") \
	X(YAML_TOO_DEEP, "yaml-too-large", ERROR, \
	    "collections nested deeper than %d levels") \
	X(YAML_NOT_MAPPING, "yaml-type", ERROR, \
	    /* TRANSLATORS: %s is a node of the YAML, described ("a ply", */ \
	    /* in the catalogue too) or named by its key ("tags", kept): */ \
	    /* in a language whose words agree with it, word this as a */ \
	    /* label and what is expected ("%s: ..."). */ \
	    "%s must be a mapping") \
	X(YAML_KEY_NOT_STRING, "yaml-type", ERROR, \
	    /* TRANSLATORS: %s as in "%s must be a mapping"; a label */ \
	    /* first ("%s: ...") spares its case. */ \
	    "a key of %s must be a string") \
	X(YAML_NOT_STRING, "yaml-type", ERROR, \
	    "%s must be a string") \
	X(YAML_NULL_STRING, "yaml-type", ERROR, \
	    "%s must be a string, not null") \
	X(YAML_NOT_NUMBER, "yaml-type", ERROR, \
	    "%s must be a whole number") \
	X(YAML_NOT_NUMBER_OR_NULL, "yaml-type", ERROR, \
	    "%s must be a whole number or null") \
	X(YAML_NOT_LIST, "yaml-type", ERROR, \
	    "%s must be a list") \
	/* TRANSLATORS: %s is a YAML tag as written (!!python/object, */ \
	/* !foo); the tags in parentheses are YAML's, never translated. */ \
	X(YAML_TAG, "yaml-tag", ERROR, \
	    "the tag %s is not a standard YAML tag that talat reads (!!str, !!int, !!float, !!bool, !!null, !!binary, !!seq, !!map)") \
	X(YAML_TAG_KIND, "yaml-tag", ERROR, \
	    "the tag %s does not fit this node (!!seq is for a sequence, !!map for a mapping, the others for a scalar)") \
	X(YAML_BINARY, "yaml-tag", ERROR, \
	    "%s is !!binary: talat reads base64 only in source_text") \
	X(YAML_UNKNOWN_KEY, "yaml-unknown-key", ERROR, \
	    /* TRANSLATORS: the key, then the node it is in (as in "%s */ \
	    /* must be a mapping"); put the node first as a label, */ \
	    /* "%3$s: ... '%2$.*1$s'", where its case would change. */ \
	    "unknown key '%.*s' in %s") \
	X(YAML_FORBIDDEN_KEY, "yaml-unknown-key", ERROR, \
	    "%s has no '%s'") \
	X(YAML_DUPLICATE_KEY, "yaml-duplicate-key", ERROR, \
	    /* TRANSLATORS: as "unknown key": "%2$s: ... '%1$s'". */ \
	    "duplicate key '%s' in %s") \
	X(YAML_DUPLICATE_SCORE, "yaml-duplicate-key", ERROR, \
	    "duplicate key '%c' in scores") \
	X(YAML_MISSING_KEY, "yaml-missing-key", ERROR, \
	    /* TRANSLATORS: as "unknown key": "%3$s: ... '%2$.*1$s'". */ \
	    "missing key '%.*s' in %s") \
	X(YAML_NUL, "yaml-value", ERROR, \
	    "%s must not hold a NUL character") \
	X(YAML_TOO_LARGE, "yaml-value", ERROR, \
	    "%s is too large") \
	X(YAML_NOT_CHOICE, "yaml-value", ERROR, \
	    "%s must be %s") \
	X(YAML_NOT_TOWER, "yaml-value", ERROR, \
	    "%s must be a tower such as WL6") \
	X(YAML_NOT_TYPE, "yaml-value", ERROR, \
	    "%s must be a tower type such as L6") \
	X(YAML_NOT_SQUARE, "yaml-value", ERROR, \
	    "%s must be a square such as c2") \
	X(YAML_BAD_TAG_NAME, "yaml-value", ERROR, \
	    "tag name '%.*s' is not a letter followed by letters, digits or '_'") \
	X(YAML_TAG_LINE_BREAK, "yaml-value", ERROR, \
	    "a tag value must be on one line") \
	X(YAML_COMMENT_UNWRITABLE, "yaml-value", ERROR, \
	    "a comment cannot hold both '}' and a line break (TGN has no way to write it)") \
	X(YAML_BAD_ANNOTATION, "yaml-value", ERROR, \
	    "annotation must be one of ! ? !! ?? !? ?!") \
	X(YAML_BAD_MOVE, "yaml-value", ERROR, \
	    "move '%.*s' is not a TGN ply or declaration such as WB:c1-c2 or freeze BG") \
	X(YAML_DECLARATION_ANNOTATION, "yaml-value", ERROR, \
	    "a declaration has no annotation") \
	X(YAML_MISMATCH, "yaml-mismatch", ERROR, \
	    "%s does not match the replay, which gives '%s'") \
	X(YAML_MISMATCH_VALUE, "yaml-mismatch", ERROR, \
	    "%s '%.*s' does not match the replay, which gives '%s'") \
	X(YAML_MISMATCH_LIST, "yaml-mismatch", ERROR, \
	    "%s does not match the replay, which gives [%s]") \
	X(YAML_MISMATCH_FREEZES, "yaml-mismatch", ERROR, \
	    "freezes does not match the replay, which has %d dead or frozen boards") \
	X(YAML_MISMATCH_CAPTURED, "yaml-mismatch", ERROR, \
	    "captured does not match the replay, which gives %d towers") \
	X(YAML_MISMATCH_PLAYERS, "yaml-mismatch", ERROR, \
	    "scores lacks a player of the replay") \
	X(YAML_MISMATCH_PLAYER, "yaml-mismatch", ERROR, \
	    "scores has %c, who does not play in the replay") \
	X(YAML_PLY_ILLEGAL, "yaml-mismatch", ERROR, \
	    "this ply does not replay: %s") \
	X(YAML_PLY_AFTER_END, "yaml-mismatch", ERROR, \
	    "this ply does not replay: the game is over") \
	X(YAML_MISMATCH_TIEBREAK, "yaml-mismatch", ERROR, \
	    "the replay gives no tiebreak") \
	X(YAML_NOT_BASE64, "yaml-value", ERROR, \
	    "source_text is not base64") \
	X(YAML_SOURCE_TEXT_GAMES, "yaml-value", ERROR, \
	    "source_text must hold exactly one game, not %d") \
	X(YAML_SOURCE_TEXT_MISMATCH, "yaml-mismatch", ERROR, \
	    "%s does not match the game of source_text") \
	X(YAML_BAD_INDEX, "yaml-value", ERROR, \
	    "index must be greater than the one before and at most %lu, the number of tags") \
	X(YAML_BAD_CODE, "yaml-value", ERROR, \
	    "code '%s' is no diagnostic code (talat-diagnostics(7) lists them)")

enum talat_diag_kind {
	TALAT_D_NONE,		/* no diagnostic: "" */
#define TALAT_DIAG_ENUM_(name, code, sev, tmpl) TALAT_D_##name,
	TALAT_DIAG_TABLE(TALAT_DIAG_ENUM_)
#undef TALAT_DIAG_ENUM_
	TALAT_D_COUNT
};

/* The code ("step-too-far"), severity and template of a kind; "" and
 * TALAT_SEV_ERROR for TALAT_D_NONE or a value out of range. */
const char *talat_diag_code(enum talat_diag_kind kind);
enum talat_severity talat_diag_severity(enum talat_diag_kind kind);
const char *talat_diag_template(enum talat_diag_kind kind);
/* The first kind with this code, or -1 when no kind has it. */
int talat_diag_kind_of_code(const char *code);

/*
 * One diagnostic. `ply` is the ply it concerns, 0 when none. `source` is
 * the text of the offending line (syntax errors only, else NULL; NUL and
 * bytes that are not UTF-8 become U+FFFD, control characters stay as
 * written, as they do in `message` when it quotes the record: escape
 * them before a terminal sees them); the caret goes under column
 * `loc.column`. The severity is the kind's.
 */
struct talat_diag {
	enum talat_severity severity;
	struct talat_loc loc;
	long ply;
	char *message;
	char *source;
	enum talat_diag_kind kind;
	/* A did-you-mean note: the plies it proposes, in canonical TGN
	 * ("WB:c2-c3"; an exchange "Y X"; a deletion the ply left out; an
	 * insertion "X Y", the ply inserted and the one written), and
	 * whether the rest of the game replays with them; else NULL, 0. */
	char *suggestion;
	int fits;
};

/*
 * A diagnostic raised where its place is not known yet (a rule of one
 * action, a field of a TPN): its kind and its text. The caller gives it
 * a place (talat_result_raise_msg()) or prints it.
 */
#define TALAT_MSG_MAX 1024
struct talat_msg {
	enum talat_diag_kind kind;
	char text[TALAT_MSG_MAX];
};


#ifdef __cplusplus
}
#endif

#endif
