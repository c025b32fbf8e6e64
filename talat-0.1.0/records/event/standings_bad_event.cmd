talat standings --event unknown_key.yaml
