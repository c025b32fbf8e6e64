talat select --player Eve standings/club.tgn
