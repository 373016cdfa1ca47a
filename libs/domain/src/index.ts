// Pure MPU logic without I/O, shared by the services and the web app.
export {};
