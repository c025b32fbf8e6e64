talat check stood_legal.tgn
