talat select --split "$scratch" split
