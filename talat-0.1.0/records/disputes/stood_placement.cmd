talat check stood_placement.tgn
