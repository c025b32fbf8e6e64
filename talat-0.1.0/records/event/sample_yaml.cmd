talat event --format yaml club/club.yaml
