talat select --split "$scratch" --games 1 dir/r2.tgn dir/r2.tgn
