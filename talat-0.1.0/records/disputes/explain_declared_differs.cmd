talat score --explain --strict late_declaration.tgn
