talat select --split "$scratch" --variant two-player standings dir
