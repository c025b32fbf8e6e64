talat select --status invalid select/layout.tgn
