talat event nosuch.yaml
