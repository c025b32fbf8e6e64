talat event club/club.yaml
