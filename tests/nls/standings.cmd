talat standings club.tgn
