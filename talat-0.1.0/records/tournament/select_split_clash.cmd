talat select --split "$scratch" split split/a/r.tgn
