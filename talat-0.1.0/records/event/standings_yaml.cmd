talat standings --event club/club.yaml --format yaml
