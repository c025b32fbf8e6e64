talat score --explain late_declaration.tgn
