talat select --player Nobody standings/tie.tgn
