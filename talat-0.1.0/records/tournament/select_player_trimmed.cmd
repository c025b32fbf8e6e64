talat select --count --player Cid match/interleaved.tgn
