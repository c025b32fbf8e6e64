talat check stood_placed_twice.tgn
