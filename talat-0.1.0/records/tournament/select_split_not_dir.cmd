mkdir "$scratch/split" && : > "$scratch/split/b" && talat select --split "$scratch" split
