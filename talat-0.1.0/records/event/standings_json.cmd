talat standings --event club/club.yaml --format json | python3 -m json.tool
