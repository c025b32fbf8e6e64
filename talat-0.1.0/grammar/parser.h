/* A Bison parser, made by GNU Bison 3.8.2.  */

/* Bison interface for Yacc-like parsers in C

   Copyright (C) 1984, 1989-1990, 2000-2015, 2018-2021 Free Software Foundation,
   Inc.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* As a special exception, you may create a larger work that contains
   part or all of the Bison parser skeleton and distribute that work
   under terms of your choice, so long as that work isn't itself a
   parser generator using the skeleton or a modified version thereof
   as a parser skeleton.  Alternatively, if you modify or redistribute
   the parser skeleton itself, you may (at your option) remove this
   special exception, which will cause the skeleton and the resulting
   Bison output files to be licensed under the GNU General Public
   License without this special exception.

   This special exception was added by the Free Software Foundation in
   version 2.2 of Bison.  */

/* DO NOT RELY ON FEATURES THAT ARE NOT DOCUMENTED in the manual,
   especially those whose name start with YY_ or yy_.  They are
   private implementation details that can be changed or removed.  */

#ifndef YY_TGN_GRAMMAR_PARSER_H_INCLUDED
# define YY_TGN_GRAMMAR_PARSER_H_INCLUDED
/* Debug traces.  */
#ifndef TGN_DEBUG
# if defined YYDEBUG
#if YYDEBUG
#   define TGN_DEBUG 1
#  else
#   define TGN_DEBUG 0
#  endif
# else /* ! defined YYDEBUG */
#  define TGN_DEBUG 0
# endif /* ! defined YYDEBUG */
#endif  /* ! defined TGN_DEBUG */
#if TGN_DEBUG
extern int tgn_debug;
#endif
/* "%code requires" blocks.  */
#line 22 "grammar/parser.y"

#include "reader.h"
#ifndef YY_TYPEDEF_YY_SCANNER_T
#define YY_TYPEDEF_YY_SCANNER_T
typedef void *yyscan_t;
#endif

#line 65 "grammar/parser.h"

/* Token kinds.  */
#ifndef TGN_TOKENTYPE
# define TGN_TOKENTYPE
  enum tgn_tokentype
  {
    TGN_EMPTY = -2,
    TGN_EOF = 0,                   /* "end of file"  */
    TGN_error = 256,               /* error  */
    TGN_UNDEF = 257,               /* "invalid token"  */
    MOVE = 258,                    /* "ply"  */
    ROUND = 259,                   /* "round number"  */
    NAME = 260,                    /* "tag name"  */
    STRING = 261,                  /* "tag value"  */
    COMMENT = 262,                 /* "comment"  */
    BADWORD = 263,                 /* "word"  */
    STRAY = 264,                   /* "stray character"  */
    TAGJUNK = 265,                 /* "word in a tag"  */
    OPEN = 266,                    /* "'['"  */
    CLOSE = 267                    /* "']'"  */
  };
  typedef enum tgn_tokentype tgn_token_kind_t;
#endif
/* Token kinds.  */
#define TGN_EMPTY -2
#define TGN_EOF 0
#define TGN_error 256
#define TGN_UNDEF 257
#define MOVE 258
#define ROUND 259
#define NAME 260
#define STRING 261
#define COMMENT 262
#define BADWORD 263
#define STRAY 264
#define TAGJUNK 265
#define OPEN 266
#define CLOSE 267

/* Value type.  */
#if ! defined TGN_STYPE && ! defined TGN_STYPE_IS_DECLARED
union TGN_STYPE
{
#line 62 "grammar/parser.y"

	char		*str;
	long		 round;
	struct tgn_move	 move;

#line 115 "grammar/parser.h"

};
typedef union TGN_STYPE TGN_STYPE;
# define TGN_STYPE_IS_TRIVIAL 1
# define TGN_STYPE_IS_DECLARED 1
#endif

/* Location type.  */
typedef struct tgn_loc TGN_LTYPE;




int tgn_parse (yyscan_t scanner);

/* "%code provides" blocks.  */
#line 30 "grammar/parser.y"

int	tgn_lex(TGN_STYPE *, TGN_LTYPE *, yyscan_t);
struct talat_reader *tgn_get_extra(yyscan_t);

#line 137 "grammar/parser.h"

#endif /* !YY_TGN_GRAMMAR_PARSER_H_INCLUDED  */
