talat standings standings/club.tgn
