talat html --event club/none.yaml
