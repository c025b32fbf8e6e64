talat standings --event club/club.yaml --format csv
