talat html --event club/club.yaml club/r1.tgn
