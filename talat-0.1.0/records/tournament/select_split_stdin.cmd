talat select --split "$scratch" --games 1,3 < standings/tie.tgn
