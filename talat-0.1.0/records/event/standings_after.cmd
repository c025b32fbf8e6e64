talat standings --event club/club.yaml --after-round 1
