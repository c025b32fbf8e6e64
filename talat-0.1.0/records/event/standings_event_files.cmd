talat standings --event club/club.yaml club/r1.tgn
