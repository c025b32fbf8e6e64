talat select --games 2,4- --player Ann match/colours.tgn
