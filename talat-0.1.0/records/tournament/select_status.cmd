talat select --status unfinished standings/club.tgn
