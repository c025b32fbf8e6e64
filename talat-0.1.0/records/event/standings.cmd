talat standings --event club/club.yaml
